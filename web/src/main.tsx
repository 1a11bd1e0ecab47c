// The theme's variables and the rules of the first screen's components; the rest follows (shared/ui/full-theme.ts).
import 'primereact/resources/themes/lara-light-blue/theme.css?first-screen';
import 'primeicons/primeicons.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { requestConfigEarly } from './shared/config/config-request';

requestConfigEarly();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
