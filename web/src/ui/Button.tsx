import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'danger';
interface Look {
  variant?: Variant;
  size?: 'normal' | 'small';
}

const classes = ({ variant = 'primary', size = 'normal' }: Look, extra?: string) =>
  [styles.button, styles[variant], size === 'small' ? styles.small : '', extra ?? ''].filter(Boolean).join(' ');

export function Button({ variant, size, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={classes({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
  return <Link className={classes({ variant, size }, className)} {...props} />;
}
