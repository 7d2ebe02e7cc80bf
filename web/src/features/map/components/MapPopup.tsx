import type { ReactNode, Ref } from 'react';
import styles from '../Map.module.css';

/**
 * The element an OpenLayers overlay carries over the map: hidden until something is chosen, with a
 * close button. The overlay moves it into the map, so React is given a wrapper of its own to remove
 * when the map goes away (removing the moved element from where React put it would throw).
 */
export function MapPopup({
  ref,
  open,
  onClose,
  testId,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  open: boolean;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div ref={ref} className={styles.popup} hidden={!open} data-testid={testId}>
        {open && (
          <>
            <button type="button" className={styles.popupClose} onClick={onClose} aria-label="Close">
              ×
            </button>
            {children}
          </>
        )}
      </div>
    </div>
  );
}
