import { failureText } from '../../../api/server-message';
import type { Status } from '../../../ui/StatusMessage';

export type Report = (status: Status | null) => void;

/** Runs a change and reports the spec's success text, or 'Error: ' and the server's message or the default. */
export async function reportOutcome(report: Report, change: () => Promise<unknown>, success: string, failure: string) {
  report(null);
  try {
    await change();
    report({ kind: 'success', text: success });
    return true;
  } catch (error) {
    report({ kind: 'error', text: failureText(error, failure) });
    return false;
  }
}
