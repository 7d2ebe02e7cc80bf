import { Link } from 'react-router';
import { BRAND } from '../brand';
import styles from './Layout.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>
        © {new Date().getFullYear()} {BRAND}. All rights reserved. <Link to="/privacy">Privacy notice</Link>
      </p>
    </footer>
  );
}
