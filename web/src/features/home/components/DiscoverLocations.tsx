import { ButtonLink } from '../../../ui/Button';
import { Stump } from '../../../ui/illustrations';
import styles from '../Home.module.css';

export function DiscoverLocations() {
  return (
    <section className={styles.section} aria-labelledby="locations-heading">
      <div className={`${styles.inner} ${styles.locations}`}>
        <Stump className={styles.locationsImage} />
        <div>
          <h2 id="locations-heading">Discover our Locations</h2>
          <p>Storytelling stumps are waiting in parks, woods and gardens. See where the nearest one is.</p>
          <ButtonLink to="/map">Visit Map</ButtonLink>
        </div>
      </div>
    </section>
  );
}
