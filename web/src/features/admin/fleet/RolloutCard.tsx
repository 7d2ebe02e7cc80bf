import { ROLLOUT_STATION_STATES, type RolloutStationState, type RolloutView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { countOf } from '../../../ui/numbers';
import styles from './Fleet.module.css';

const STATE_COLOURS: Record<RolloutStationState, string> = {
  pending: '#bdc3c7',
  downloading: '#5dade2',
  installing: '#f4d03f',
  success: '#2e7d32',
  failure: '#c0392b',
};

const STATE_WORDS = { online: 'online', silent: 'silent', never: 'never seen' } as const;

/** `matching "oak", online, running v1.2`. */
export function filterWords({ q, state, runningVersion }: NonNullable<RolloutView['filter']>): string {
  return [q ? `matching "${q}"` : '', state ? STATE_WORDS[state] : '', runningVersion ? `running ${runningVersion}` : '']
    .filter(Boolean)
    .join(', ');
}

/** One rollout: its status, its progress by state, the halt banner, and what an admin can do next. */
export function RolloutCard({
  rollout,
  onChange,
}: {
  rollout: RolloutView;
  onChange: (change: 'pause' | 'resume' | 'cancel') => void;
}) {
  const total = rollout.target || 1;
  const active = rollout.status === 'running' || rollout.status === 'paused' || rollout.status === 'halted';
  return (
    <article className={styles.rollout} aria-label={`Rollout of ${rollout.tag}`} data-testid="rollout">
      <h4>
        {rollout.tag}: <span data-testid="rollout-status">{rollout.status}</span>, phase {rollout.phase + 1} of{' '}
        {rollout.phases.length} ({rollout.phases.join(' → ')} %)
      </h4>
      <p data-testid="rollout-target">
        {countOf(rollout.target, 'station')}
        {rollout.filter && `: every station ${filterWords(rollout.filter)} when it started`}
      </p>
      {rollout.vitalsGate && (
        <p data-testid="rollout-gate">
          Vitals gate: crash-free hours at most {rollout.vitalsGate.maxCrashFreeDrop} points below{' '}
          {rollout.previousTag ?? 'the previous version'}, judged after {rollout.vitalsGate.minHoursObserved} hours
        </p>
      )}
      {rollout.status === 'halted' && rollout.haltReason && (
        <p role="alert" className={styles.banner} data-testid="halt-banner">
          Halted: {rollout.haltReason}
        </p>
      )}
      <div
        className={styles.progress}
        role="img"
        aria-label={ROLLOUT_STATION_STATES.map((state) => `${state} ${rollout.counts[state]}`).join(', ')}
      >
        {ROLLOUT_STATION_STATES.map((state) => (
          <span key={state} style={{ width: `${(rollout.counts[state] * 100) / total}%`, background: STATE_COLOURS[state] }} />
        ))}
      </div>
      <p data-testid="rollout-counts">{ROLLOUT_STATION_STATES.map((state) => `${rollout.counts[state]} ${state}`).join(' · ')}</p>
      {active && (
        <div className={styles.actions}>
          {rollout.status === 'running' && <Button onClick={() => onChange('pause')}>Pause</Button>}
          {rollout.status !== 'running' && <Button onClick={() => onChange('resume')}>Resume</Button>}
          <Button variant="danger" onClick={() => onChange('cancel')}>
            Cancel rollout
          </Button>
        </div>
      )}
    </article>
  );
}
