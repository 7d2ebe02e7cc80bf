/** Times the named phases of a script, and prints them as a table at the end. */
export function phaseTimer(startedAt = Date.now()) {
  const phases = [];
  return {
    async phase(name, work) {
      const started = Date.now();
      try {
        return await work();
      } finally {
        phases.push([name, Date.now() - started]);
      }
    },
    report(write = (text) => process.stdout.write(text)) {
      const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
      write('\nTime by phase:\n');
      for (const [name, ms] of phases) write(`  ${name.padEnd(52)} ${seconds(ms).padStart(8)}\n`);
      write(`  ${'total'.padEnd(52)} ${seconds(Date.now() - startedAt).padStart(8)}\n`);
    },
  };
}
