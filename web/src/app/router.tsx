import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { FEATURE_FLAGS, type Section } from '@shared/constants/spec';
import { withFullTheme } from '../shared/ui/full-theme';
import type { RouteHandle } from '../shared/ui/route-handle';
import { trackCommittedLocation } from './guards/committed-location';
import { REGISTRATION, type RouteAccess, type RouteRule } from './guards/route-decision';
import { RouteErrorScreen } from './route-error-screen';

const titled = (titleKey: string): RouteHandle => ({ titleKey });

/** A route that only sends the user elsewhere (it renders nothing, and says so). */
const redirectTo = (to: string) => ({ loader: () => redirect(to), element: null });

/**
 * The guards and the API client load next to the first route module, in parallel with it,
 * instead of inside the start-up bundle.
 */
const loaders = () => import('./guards/route-loaders');
const guarded = (rule: RouteRule) => async (args: LoaderFunctionArgs) =>
  (await loaders()).guarded(rule)(args);
const optionalSession = (section: Section) => async (args: LoaderFunctionArgs) =>
  (await loaders()).optionalSession(section)(args);
const sessionForData = (section: Section) => async (args: LoaderFunctionArgs) =>
  (await loaders()).sessionForData(section)(args);
/** The sign-in screens' guards stay light: the sign-in screen of a visitor paints without Amplify. */
const signedOut = () => import('./guards/signed-out');
const signedOutOnly = async (args: LoaderFunctionArgs) => (await signedOut()).signedOutOnly(args);
const signInOnly = async (args: LoaderFunctionArgs) => (await signedOut()).signInOnly(args);
const plainLayout = () => import('./layouts/plain-layout').then((m) => ({ Component: m.PlainLayout }));
const signInPage = () => import('../features/auth/sign-in-page').then((m) => ({ Component: m.SignInPage }));
const rootShell = () => import('./root-shell').then((m) => ({ Component: m.RootShell }));
/**
 * `/`, the address a supplier types. Most who type it are signed out: the sign-in screen's code starts
 * loading at once, and a visitor with no stored session goes there without the cabinet's layout, guards
 * and Amplify; anyone else goes on to the start page, whose guards decide.
 */
const landing = async () => {
  void plainLayout();
  void signInPage();
  return (await signedOut()).landing();
};
/**
 * /config.json and the interface texts: i18next loads here, in parallel with the first route module,
 * instead of inside the start-up bundle. Every screen renders after this loader, the error screen
 * included, so the texts are there before the first translated word. Amplify loads with the guards
 * and wherever a session is read (shared/auth/session.ts), not here.
 */
const startup = async () => {
  const texts = import('../shared/i18n/i18n').then((m) => m.textsLoaded);
  try {
    await (await import('../shared/config/startup')).ensureConfig();
  } finally {
    await texts;
  }
  return null;
};

/** Sections not built yet share one lazily loaded screen: their title and "being prepared". */
const placeholder = () =>
  import('../shared/ui/placeholder-route').then((m) => ({ Component: m.PlaceholderRoute }));

/**
 * The safety section exists only where the deployment's SHOW_PBIOT flag is on (/config.json): elsewhere
 * its addresses are unknown (404), as its calls are.
 */
const pbiotGuard = async (args: LoaderFunctionArgs) => {
  const decided: unknown = await guarded({ access: 'supplier', section: 'PBIOT', needsSavedData: true })(
    args,
  );
  const { runtimeConfig } = await import('../shared/config/runtime-config');
  return runtimeConfig().features.showPbiot ? decided : redirect('/404');
};
const PBIOT_TABS: Record<string, RouteObject['lazy']> = {
  incidents: () => import('../features/pbiot/incidents-tab').then((m) => ({ Component: m.IncidentsTab })),
  'doc-pbiot': () =>
    import('../features/pbiot/documents-tab').then((m) => ({ Component: m.PbiotDocumentsTab })),
  'doc-ep': () => import('../features/pbiot/documents-tab').then((m) => ({ Component: m.EpDocumentsTab })),
  form: () => import('../features/pbiot/form-tab').then((m) => ({ Component: m.FormTab })),
};

/** A route of the cabinet behind the guards of 01 §4.5. */
function cabinet(
  path: string,
  titleKey: string,
  access: RouteAccess,
  section: Section,
  extra: Partial<RouteObject> & { needsSavedData?: boolean } = {},
): RouteObject {
  const { needsSavedData, ...rest } = extra;
  return {
    path,
    handle: titled(titleKey),
    loader: guarded({ access, section, needsSavedData }),
    lazy: placeholder,
    ...rest,
  } as RouteObject;
}

/** A registration flow of 02 §2.2–2.4; the optional id opens a known non-resident. */
const registrationFlow = (path: string, titleKey: string, lazy: RouteObject['lazy']): RouteObject =>
  cabinet(`account/${path}/:id?`, titleKey, 'registration', 'REGISTRATION', { lazy });

const routes: RouteObject[] = [
  {
    // The shell (with the query client) loads in parallel with the start-up loader.
    lazy: rootShell,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <div className="loading-bar" role="progressbar" aria-label="loading" />,
    loader: startup,
    // Start-up runs once; the guards of the child routes run on every navigation.
    shouldRevalidate: () => false,
    children: [
      { index: true, loader: landing, element: null },
      {
        lazy: plainLayout,
        children: [
          {
            path: 'auth/sign-in',
            handle: titled('titles.signIn'),
            loader: signInOnly,
            lazy: signInPage,
          },
          {
            path: 'auth/sign-up',
            handle: titled('titles.signUp'),
            loader: signedOutOnly,
            lazy: () => import('../features/auth/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
          },
          {
            path: 'auth/confirm',
            handle: titled('titles.confirm'),
            loader: signedOutOnly,
            lazy: () =>
              import('../features/auth/confirm-sign-up-page').then((m) => ({
                Component: m.ConfirmSignUpPage,
              })),
          },
          {
            path: 'auth/reset-password',
            handle: titled('titles.resetPassword'),
            loader: signedOutOnly,
            lazy: () =>
              import('../features/auth/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          { path: 'account', ...redirectTo(REGISTRATION) },
          cabinet('account/registration', 'titles.registration', 'registration', 'REGISTRATION', {
            lazy: () =>
              import('../features/registration/registration-choice-page').then((m) => ({
                Component: m.RegistrationChoicePage,
              })),
          }),
          registrationFlow('registration-legal', 'titles.registrationLegal', () =>
            import('../features/registration/resident-registration-page').then((m) => ({
              Component: m.LegalRegistrationPage,
            })),
          ),
          registrationFlow('registration-ind', 'titles.registrationIndividual', () =>
            import('../features/registration/resident-registration-page').then((m) => ({
              Component: m.IndividualRegistrationPage,
            })),
          ),
          registrationFlow('registration-no-resident', 'titles.registrationNonResident', () =>
            import('../features/registration/non-resident-registration-page').then((m) => ({
              Component: m.NonResidentRegistrationPage,
            })),
          ),
          {
            path: 'account/user-error',
            handle: titled('titles.userError'),
            lazy: () =>
              import('../features/account/user-error-page').then((m) => ({ Component: m.UserErrorPage })),
          },
          {
            path: '404',
            handle: titled('titles.notFound'),
            lazy: () =>
              import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        lazy: () => import('./layouts/main-layout').then((m) => ({ Component: m.MainLayout })),
        children: [
          cabinet('job-application', 'titles.questionnaire', 'supplier', 'ANKETA', {
            lazy: () =>
              import('../features/questionnaire/questionnaire-page').then((m) => ({
                Component: m.QuestionnairePage,
              })),
          }),
          ...(FEATURE_FLAGS.SHOW_TENDER_PAGE
            ? [
                cabinet('tender', 'titles.tender', 'supplier', 'TENDER', {
                  needsSavedData: true,
                  lazy: () =>
                    import('../features/tender/tender-page').then((m) => ({ Component: m.TenderPage })),
                }),
              ]
            : []),
          // «Готовность к закупкам» (issue 21): open from the first day, when it helps most (no saved data needed).
          cabinet('readiness', 'titles.readiness', 'supplier', 'PORTAL', {
            lazy: () =>
              import('../features/readiness/readiness-page').then((m) => ({ Component: m.ReadinessPage })),
          }),
          cabinet('relationships', 'titles.relationships', 'supplier', 'RELATIONSHIPS', {
            needsSavedData: true,
            lazy: () =>
              import('../features/relationships/relationships-page').then((m) => ({
                Component: m.RelationshipsPage,
              })),
          }),
          cabinet('documents', 'titles.documents', 'supplier', 'DOCUMENTS', {
            needsSavedData: true,
            lazy: () =>
              import('../features/documents/documents-page').then((m) => ({ Component: m.DocumentsPage })),
          }),
          cabinet('documents/create', 'titles.documentsCreate', 'supplier', 'DOCUMENTS', {
            needsSavedData: true,
            lazy: () =>
              import('../features/documents/create-page').then((m) => ({ Component: m.CreateDocumentPage })),
          }),
          cabinet('documents/status', 'titles.documentsStatus', 'supplier', 'DOCUMENTS', {
            needsSavedData: true,
            lazy: () =>
              import('../features/documents/status-page').then((m) => ({ Component: m.DocumentStatusPage })),
          }),
          // Subcontractor mode (03 §2): the supplier's edit flag stands in for the saved-data flag (02 §2.6),
          // so these routes do not need saved data; the screens read the edit flag.
          cabinet('documents/status/:id', 'titles.documentsStatus', 'supplier', 'DOCUMENTS', {
            lazy: () =>
              import('../features/documents/status-page').then((m) => ({ Component: m.DocumentStatusPage })),
          }),
          cabinet('subcontractor/:id', 'titles.subcontractor', 'supplier', 'DOCUMENTS', {
            lazy: () =>
              import('../features/documents/subcontractor-page').then((m) => ({
                Component: m.SubcontractorPage,
              })),
          }),
          cabinet(
            'subcontractor/:id/documents/v2/create',
            'titles.subcontractorDocumentsCreate',
            'supplier',
            'DOCUMENTS',
            {
              lazy: () =>
                import('../features/documents/create-page').then((m) => ({
                  Component: m.CreateDocumentPage,
                })),
            },
          ),
          cabinet('communication', 'titles.communication', 'supplier', 'COMMUNICATION', {
            lazy: () =>
              import('../features/communication/communication-page').then((m) => ({
                Component: m.CommunicationPage,
              })),
          }),
          {
            path: 'communication/chat',
            handle: titled('titles.chat'),
            loader: sessionForData('COMMUNICATION'),
            lazy: () =>
              import('../features/communication/chat-page').then((m) => ({ Component: m.ChatPage })),
          },
          cabinet('faq', 'titles.faq', 'supplier', 'FAQ', {
            lazy: () => import('../features/faq/faq-page').then((m) => ({ Component: m.FaqPage })),
          }),
          {
            path: 'instruction',
            handle: titled('titles.instruction'),
            loader: optionalSession('PORTAL'),
            lazy: placeholder,
          },
          {
            path: 'howpay',
            handle: titled('titles.howpay'),
            loader: optionalSession('TENDER'),
            lazy: () => import('../features/tender/howpay-page').then((m) => ({ Component: m.HowpayPage })),
          },
          cabinet('notifications', 'titles.mailings', 'supplier', 'NOTIFICATIONS', {
            lazy: () =>
              import('../features/notifications/mailings-page').then((m) => ({ Component: m.MailingsPage })),
          }),
          cabinet('pbiot', 'titles.pbiot', 'supplier', 'PBIOT', {
            loader: pbiotGuard,
            lazy: () => import('../features/pbiot/pbiot-layout').then((m) => ({ Component: m.PbiotLayout })),
            children: [
              { index: true, ...redirectTo('/pbiot/incidents') },
              ...Object.entries(PBIOT_TABS).map(([path, lazy]) => ({ path, lazy })),
            ],
          }),
          cabinet('admin/user', 'titles.adminUsers', 'admin', 'ADMIN', {
            lazy: () =>
              import('../features/admin/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
          }),
          cabinet('backoffice/pbiot', 'titles.pbiotReview', 'moderator', 'BACKOFFICE', {
            lazy: () =>
              import('../features/pbiot-review/pbiot-review-page').then((m) => ({
                Component: m.PbiotReviewPage,
              })),
          }),
          cabinet('backoffice/inbox', 'titles.inbox', 'support', 'BACKOFFICE', {
            lazy: () => import('../features/inbox/inbox-page').then((m) => ({ Component: m.InboxPage })),
          }),
          cabinet('backoffice/inbox/chat', 'titles.inboxChat', 'support', 'BACKOFFICE', {
            lazy: () =>
              import('../features/inbox/staff-chat-page').then((m) => ({ Component: m.StaffChatPage })),
          }),
          cabinet('backoffice', 'titles.backoffice', 'moderator', 'BACKOFFICE', {
            lazy: () =>
              import('../features/backoffice/backoffice-page').then((m) => ({ Component: m.BackofficePage })),
          }),
          cabinet('backoffice/documents', 'titles.backofficeDocuments', 'moderator', 'BACKOFFICE', {
            lazy: () =>
              import('../features/backoffice/document-review-page').then((m) => ({
                Component: m.DocumentReviewPage,
              })),
          }),
          cabinet('backoffice/risk', 'titles.risk', 'staff', 'BACKOFFICE', {
            lazy: () =>
              import('../features/risk/risk-list-page').then((m) => ({ Component: m.RiskListPage })),
          }),
          cabinet('backoffice/risk/config', 'titles.riskConfig', 'staff', 'BACKOFFICE', {
            lazy: () =>
              import('../features/risk/risk-config-page').then((m) => ({ Component: m.RiskConfigPage })),
          }),
          cabinet('backoffice/risk/:counterpartyId', 'titles.riskCard', 'staff', 'BACKOFFICE', {
            lazy: () =>
              import('../features/risk/risk-card-page').then((m) => ({ Component: m.RiskCardPage })),
          }),
          cabinet('backoffice/tender-access', 'titles.tenderAccess', 'moderator', 'BACKOFFICE', {
            lazy: () =>
              import('../features/tender-access/tender-access-page').then((m) => ({
                Component: m.TenderAccessPage,
              })),
          }),
        ],
      },
      { path: '*', ...redirectTo('/404') },
    ],
  },
];

/** The first screen's modules: their PrimeReact components are styled by the start-up stylesheet. */
const FIRST_SCREEN: ReadonlySet<RouteObject['lazy']> = new Set([rootShell, plainLayout, signInPage]);

/** Every other screen renders once the rest of the PrimeReact theme is there (shared/ui/full-theme.ts). */
const themed = (route: RouteObject): RouteObject =>
  ({
    ...route,
    lazy:
      typeof route.lazy === 'function' && !FIRST_SCREEN.has(route.lazy)
        ? withFullTheme(route.lazy)
        : route.lazy,
    children: route.children?.map(themed),
  }) as RouteObject;

/** Builds the router once the runtime config and Amplify are ready: its first loaders run at once. */
export function createAppRouter() {
  const router = createBrowserRouter(routes.map(themed));
  trackCommittedLocation(router);
  return router;
}
