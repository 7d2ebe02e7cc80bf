import { Link } from 'react-router';
import { collectionLine } from '../characters/collection';
import { useCollectionQuery } from './diary.api';
import styles from './Diary.module.css';

/**
 * The woodland friends: the family's own in colour, the others greyed out with a way to the shop.
 * Folded under the line that counts them, so the account page stays short.
 */
export function Collection() {
  const { data: friends } = useCollectionQuery();
  // The line's room is kept while the collection loads, so the page below it does not jump.
  if (!friends)
    return (
      <p className={styles.collectionLine} aria-hidden="true">
        &nbsp;
      </p>
    );
  if (!friends.length) return null;
  const line = collectionLine(friends);
  return (
    <details className={styles.collectionBox}>
      <summary className={styles.collectionLine} data-testid="collection">
        {line}
      </summary>
      <ul className={styles.collection} aria-label="Your collection">
        {friends.map((friend) =>
          friend.owned > 0 ? (
            <li key={friend.productId} className={styles.friend} data-testid="friend-owned">
              {friend.image && <img src={friend.image} alt="" width={64} height={64} />}
              <span>{friend.name}</span>
              {friend.owned > 1 && <span className={styles.hint}>× {friend.owned}</span>}
            </li>
          ) : (
            <li key={friend.productId} className={`${styles.friend} ${styles.missing}`} data-testid="friend-missing">
              <Link to="/shop" aria-label={`${friend.name}: not in your collection yet, find it in the shop`}>
                {friend.image && <img src={friend.image} alt="" width={64} height={64} />}
                <span>{friend.name}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}
