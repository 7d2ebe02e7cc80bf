import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel renders. The
 * tabs stay on one row that scrolls sideways, the chosen one always scrolled into sight.
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: ReadonlyArray<TabDef<K>>;
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const bar = useRef<HTMLDivElement>(null);
  // The row scrolls by itself, never the window: the chosen tab is brought wholly into the row's sight.
  useEffect(() => {
    const row = bar.current;
    const tab = refs.current.get(selected);
    if (!row || !tab) return;
    const left = tab.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + tab.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left + tab.offsetWidth - row.clientWidth;
  }, [selected]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <>
      <div ref={bar} role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} className={styles.panel} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
