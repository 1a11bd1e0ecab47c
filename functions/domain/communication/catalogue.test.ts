import { describe, expect, it } from 'vitest';
import { actionsFor, describeActions, findTopic, specification } from './catalogue';
import { messageId, parseMessageId, seqKey } from './communication-repository';

describe('the request catalogue', () => {
  it('offers the typed theme exactly on the *_OTHER topics and keeps the search rules per topic', () => {
    const topics = specification('ru').flatMap((c) => c.topics);
    expect(topics.filter((t) => t.canBeOverriddenByUser).map((t) => t.code)).toEqual([
      'TECH_OTHER',
      'COMMON_OTHER',
      'TENDER_OTHER',
      'CONTRACT_OTHER',
    ]);
    expect(findTopic('TENDER', 'TENDER_PARTICIPATION')?.topic.tenderSearchRequired).toBe(true);
    expect(findTopic('TECH', 'COMMON_CHECK')).toBeNull();
  });

  it('gives each side the actions of the request’s state, with the texts of the confirmation', () => {
    expect(actionsFor('SUPPLIER', false)).toEqual(['ARCHIVE']);
    expect(actionsFor('STAFF', false)).toEqual(['ASK_INFO', 'ARCHIVE']);
    expect(actionsFor('SUPPLIER', true)).toEqual(['RESTORE']);
    const [restore] = describeActions(['RESTORE'], 'ru');
    expect(restore?.actionName).toBe('Восстановление обращения из архива');
  });
});

describe('message ids', () => {
  it('name their request and number, and nothing else parses', () => {
    const id = messageId('2611-000123', seqKey(42));
    expect(id).toBe('2611-000123.0000042');
    expect(parseMessageId(id)).toEqual({ requestCode: '2611-000123', seq: '0000042' });
    expect(parseMessageId('2611-000123')).toBeNull();
    expect(parseMessageId('x.42')).toBeNull();
  });
});
