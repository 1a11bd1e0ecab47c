import { createHash } from 'node:crypto';
import { shippedDictionaryEntries } from '../dictionaries/shipped-entries';
import { currencyRecords, foreignBankRecords } from '../banks/group-directory';

/**
 * A digest of exactly what load.ts writes. The deploy's custom resource carries it as a property, so
 * CloudFormation asks for a load when the shipped data changes, and only then. Pure: the CDK app imports it.
 */
export function referenceDataVersion(): string {
  const shipped = {
    dictionaries: shippedDictionaryEntries(),
    banks: foreignBankRecords(),
    currencies: currencyRecords(),
  };
  return createHash('sha256').update(JSON.stringify(shipped)).digest('hex');
}
