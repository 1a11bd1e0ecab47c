import { conflict } from '../../lib/errors';
import { clock } from '../../lib/clock';
import { translate } from '../../lib/messages';
import { notifyCounterparty } from '../notifications/notifications-service';
import { pbiotRepository } from './pbiot-repository';
import './messages';

/**
 * The administrators' action open/pbiot (02 §7 openPbiot) reopens a supplier's safety questionnaire for
 * editing until `until`. The section honours it: checks completed before the grant no longer close
 * editing (access-rules.ts), and after `until` the access is OFF. The supplier is notified here (the admin
 * action need not). Returns the end date as stored.
 */
export async function grantPbiotEditing(counterpartyId: string, until: Date, actor: string): Promise<string> {
  const accessExpiresAfter = until.toISOString();
  // Two attempts: a supplier's save between the read and the write moves the revision on.
  for (let attempt = 0; attempt < 2; attempt++) {
    const now = clock.now();
    const current = await pbiotRepository.getQuestionnaire(counterpartyId);
    const saved = await pbiotRepository.saveQuestionnaire(
      counterpartyId,
      current?.revision ?? 0,
      { accessType: 'ON', accessExpiresAfter, grantedAt: now.toISOString(), grantedBy: actor },
      now,
    );
    if (saved) {
      const date = accessExpiresAfter.slice(0, 10).split('-').reverse().join('.');
      await notifyCounterparty(counterpartyId, {
        ru: translate('ru', 'pbiot.notice.editingOpened', { date }),
        en: translate('en', 'pbiot.notice.editingOpened', { date }),
      });
      return accessExpiresAfter;
    }
  }
  throw conflict('error.conflict');
}
