import { Link } from 'react-router';
import { useCollectionQuery } from './diary.api';
import styles from './Diary.module.css';

/**
 * The woodland friends: the family's own in colour, the others greyed out with a way to the shop.
 * Folded under its count, so the account page stays short.
 */
export function Collection() {
  const { data: friends } = useCollectionQuery();
  if (!friends?.length) return null;
  const owned = friends.filter((friend) => friend.owned > 0).length;
  return (
    <details className={styles.collectionBox}>
      <summary data-testid="collection-summary">
        Your collection: {owned} of {friends.length} woodland friends
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
