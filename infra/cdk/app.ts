import { StageConfigError } from '../stages/schema';
import { createApp } from './supplier-cabinet-app';

// `npm run synth` (the test stage) / `npm run deploy -- -c stage=<name>` (profile aws) and
// `npm run localstack:deploy` (the local stage, profile localstack). The stage is always named.
try {
  createApp({ defaultStage: null }).app.synth();
} catch (error) {
  // A stage that cannot ship says what to fill in, without a stack trace.
  if (
    !(error instanceof StageConfigError) &&
    !(error instanceof Error && error.message.startsWith('Name the stage'))
  )
    throw error;
  console.error(error.message);
  process.exit(1);
}
