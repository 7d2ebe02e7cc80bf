import page from '../../ui/Page.module.css';
import { ContactForm } from './ContactForm';
import styles from './Contact.module.css';
import { InterestForm } from './InterestForm';

export function ContactPage() {
  return (
    <div className={page.page}>
      <h1>Contact</h1>
      <div className={styles.columns}>
        <div className={page.card}>
          <InterestForm />
        </div>
        <div className={page.card}>
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
