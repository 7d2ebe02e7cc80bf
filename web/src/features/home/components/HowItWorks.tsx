import styles from '../Home.module.css';

const STEPS = [
  { title: 'Choose a forest friend', text: 'Pick the bunny, the hedgehog or the owl to be your story companion.' },
  { title: 'Plan a journey via the map', text: 'Find the storytelling stumps near you on our map and plan a family adventure.' },
  { title: 'Discover the storytelling stump', text: 'Follow the trail to the stump and place your friend on top of it.' },
  { title: 'Listen to the adventure', text: 'Your friend wakes up and tells a story that belongs to that very place.' },
];

export function HowItWorks() {
  return (
    <section className={styles.band} aria-labelledby="how-it-works">
      <div className={styles.inner}>
        <h2 id="how-it-works">How It Works</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
