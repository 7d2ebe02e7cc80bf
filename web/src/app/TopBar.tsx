import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BRAND } from '../brand';
import { BasketButton } from '../features/basket/BasketButton';
import { BasketPanel } from '../features/basket/BasketPanel';
import { AccountLinks } from './AccountLinks';
import { PAGES } from './pages';
import styles from './TopBar.module.css';

const LINKS = PAGES.filter((page) => page.inTopBar).map((page) => ({ to: page.path, label: page.title }));

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = () => setMenuOpen((open) => !open);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {BRAND}
        </Link>
        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={toggleMenu}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
        <nav id="main-navigation" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={() => menuOpen && toggleMenu()}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <AccountLinks onNavigate={() => menuOpen && toggleMenu()} />
          </ul>
        </nav>
        <BasketButton />
      </div>
      <BasketPanel />
    </header>
  );
}
