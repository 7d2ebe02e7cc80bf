import type { ComponentType } from 'react';
import { ButtonLink } from '../../../ui/Button';
import { Bunny, Hedgehog, Owl } from '../../../ui/illustrations';
import type { IllustrationProps } from '../../../ui/illustrations/Illustration';
import styles from '../Home.module.css';

const CHARACTERS: Array<{ name: string; text: string; Image: ComponentType<IllustrationProps> }> = [
  { name: 'Bunny', text: 'Quick, curious and always first to the next clearing.', Image: Bunny },
  { name: 'Hedgehog', text: 'Small and brave, with a nose for hidden treasures.', Image: Hedgehog },
  { name: 'Owl', text: 'Wise and watchful, full of tales from the treetops.', Image: Owl },
];

export function MeetTheCharacters() {
  return (
    <section className={styles.band} aria-labelledby="characters-heading">
      <div className={styles.inner}>
        <h2 id="characters-heading">Meet the Characters</h2>
        <ul className={styles.characters}>
          {CHARACTERS.map(({ name, text, Image }) => (
            <li key={name} className={styles.character}>
              <Image title={`The ${name.toLowerCase()}`} className={styles.characterImage} />
              <h3>{name}</h3>
              <p>{text}</p>
              <ButtonLink to="/shop" aria-label={`Buy Now: ${name}`}>
                Buy Now
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
