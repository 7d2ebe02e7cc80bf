import { useState, type ComponentType } from 'react';
import { Headphones, Owl, Stump } from '../../../ui/illustrations';
import type { IllustrationProps } from '../../../ui/illustrations/Illustration';
import styles from '../Home.module.css';

const FEATURES: Array<{ title: string; text: string; Image: ComponentType<IllustrationProps>; alt: string }> = [
  {
    title: 'Stories in the wild',
    text: 'Every stump sits somewhere special, and every story is written for where it stands.',
    Image: Stump,
    alt: 'A storytelling tree stump in a meadow',
  },
  {
    title: 'Listen together',
    text: 'Clear, gentle narration that the whole family can gather round and enjoy.',
    Image: Headphones,
    alt: 'A pair of headphones with sound waves',
  },
  {
    title: 'Friends to collect',
    text: 'Each character has a personality of their own, and remembers the places they have visited.',
    Image: Owl,
    alt: 'The owl, one of the collectible characters',
  },
];

/** Three features; pointing at (or focusing) one shows its picture large. */
export function FeatureShowcase() {
  const [active, setActive] = useState(0);
  const { Image, alt } = FEATURES[active]!;
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className={`${styles.inner} ${styles.features}`}>
        <div>
          <h2 id="features-heading">Why families love it</h2>
          <ul className={styles.featureList}>
            {FEATURES.map((feature, i) => (
              <li
                key={feature.title}
                className={`${styles.feature} ${i === active ? styles.featureActive : ''}`}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                tabIndex={0}
                data-testid="feature-item"
              >
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.featureImage} data-testid="feature-image" data-active={active}>
          <Image title={alt} />
        </div>
      </div>
    </section>
  );
}
