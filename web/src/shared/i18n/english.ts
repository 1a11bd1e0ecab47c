import common from './locales/en/common.json';
import auth from './locales/en/auth.json';
import account from './locales/en/account.json';
import notifications from './locales/en/notifications.json';
import support from './locales/en/support.json';

/** English texts of the start-up namespaces (i18n.ts): a chunk of their own, loaded when English is chosen. */
export const english = { common, auth, account, notifications, support };
