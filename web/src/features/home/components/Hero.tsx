import { BRAND } from '../../../brand';
import { Button, ButtonLink } from '../../../ui/Button';
import { Bunny, Hedgehog, Owl, Stump } from '../../../ui/illustrations';
import { WavyDivider } from '../../../ui/WavyDivider';
import styles from '../Home.module.css';
import { scrollToLearnMore } from './learn-more';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <h1 id="hero-title">{BRAND}</h1>
          <p className={styles.tagline}>
            Woodland friends who tell their stories when you bring them to a storytelling stump in the great outdoors.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to="/shop">Shop</ButtonLink>
            <Button variant="secondary" onClick={() => scrollToLearnMore()}>
              Learn More
            </Button>
          </div>
        </div>
        <div className={styles.heroScene} aria-hidden="true">
          <Stump className={styles.heroStump} priority />
          <Bunny className={styles.heroBunny} />
          <Hedgehog className={styles.heroHedgehog} />
          <Owl className={styles.heroOwl} />
        </div>
      </div>
      <WavyDivider />
    </section>
  );
}
