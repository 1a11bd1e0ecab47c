// Runs before `npm start` and `npm test` (prestart, pretest) under whatever Node the machine has, so it is
// plain JavaScript of the oldest syntax still around: a newcomer on an old Node reads one line, not a stack trace.
import { pathToFileURL } from 'node:url';

const REQUIRED_MAJOR = 22;

/** The one-line complaint about `version` (process.versions.node), or null when it will do. */
export function nodeVersionProblem(version) {
  const major = Number(String(version).split('.')[0]);
  if (major >= REQUIRED_MAJOR) return null;
  return (
    'Supplier Cabinet needs Node.js ' +
    REQUIRED_MAJOR +
    ' or later (AWS Lambda runs it on nodejs22.x); this is Node ' +
    version +
    '. Install Node ' +
    REQUIRED_MAJOR +
    ' (e.g. `nvm install`, which reads .nvmrc) and run the command again.'
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
