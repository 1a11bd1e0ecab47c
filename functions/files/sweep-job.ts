import { clock } from '../lib/clock';
import { log } from '../lib/logger';
import { sweepUnheldFiles } from '../domain/files/files-service';
// The contexts that follow another's changes subscribe where a function is composed (lib/domain-events.ts).
import '../domain/admin/directory-subscription';

/**
 * The scheduled sweep of files no one holds (an EventBridge rule in AWS, a timer in the local stack):
 * accepted files never attached, or left behind by a deletion that failed. Safe to run twice: each
 * deletion is conditional on the file still being held by no one.
 */
export async function handler(): Promise<{ deleted: number }> {
  const result = await sweepUnheldFiles(clock.now());
  log('info', 'unheld files sweep', result);
  return result;
}
