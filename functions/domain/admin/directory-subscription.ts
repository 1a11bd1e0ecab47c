import { userRecordChanged } from '../accounts/user-events';

// The administrators' search follows the users the accounts context changes; the index's code loads on
// the first change, so a function that never changes a user does not load it at start.
userRecordChanged.subscribe(async (record) => (await import('./directory-index')).indexRecord(record));
