/** Every section's server texts, registered for tests that compare answers with them. */
import '../../functions/domain/profiles/messages';
import '../../functions/domain/documents/messages';
import '../../functions/domain/documents/signature-messages';
import '../../functions/domain/pbiot/messages';
import '../../functions/domain/tenders/messages';
import '../../functions/domain/communication/messages';
import '../../functions/domain/admin/messages';
import '../../functions/domain/accounts/messages';
import '../../functions/domain/relationships/messages';
import '../../functions/domain/prequalification/risk-messages';
import '../../functions/domain/registry/messages';
import '../../functions/domain/banks/messages';

export { translate, isMessageKey, type MessageKey } from '../../functions/lib/messages';
