import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

/**
 * "This calendar item's reminder went out": one item per counterparty and calendar item (an expiry, a
 * tax deadline of a period), written with a condition before the reminder is sent, so that two runs of
 * the job, or two at once, remind of each item once.
 */
export interface CalendarReminder {
  counterpartyId: string;
  /** The calendar item: kind, document type, period or date. */
  item: string;
  /** The date reminded of. */
  date: string;
  sentAt: string;
}

const ReminderEntity = defineEntity<CalendarReminder>({
  table: tableName('documents'),
  service: 'documents',
  entity: 'calendarReminder',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['counterpartyId'], casing: 'none' },
      sk: { field: 'sk', composite: ['item'], casing: 'none' },
    },
  },
});

/** Claims the reminder of an item; false when it was already claimed (sent by an earlier or parallel run). */
async function claim(reminder: CalendarReminder): Promise<boolean> {
  try {
    await ReminderEntity.create(reminder);
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

async function list(counterpartyId: string): Promise<CalendarReminder[]> {
  return ReminderEntity.query('primary', { counterpartyId });
}

/** Erasure (retention): the counterparty's sent-reminder markers. */
async function eraseCounterparty(counterpartyId: string): Promise<number> {
  return ReminderEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId));
}

export const remindersRepository = { claim, list, eraseCounterparty };
