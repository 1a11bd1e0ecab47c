import { createApp } from './supplier-cabinet-app';

// `npm run synth` / `npm run deploy` (profile aws) and `npm run localstack:deploy` (profile localstack).
createApp().app.synth();
