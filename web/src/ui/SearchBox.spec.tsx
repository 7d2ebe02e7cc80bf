import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

afterEach(cleanup);

function Searching({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Search (base ID or name)"
      value={value}
      onSearch={(typed) => {
        setValue(typed);
        onSearch(typed);
      }}
    />
  );
}

describe('SearchBox', () => {
  it('is a search input of at most 200 characters named by its visible label', () => {
    render(<SearchBox label="Search the drift (base ID or name)" value="oak" onSearch={() => undefined} />);
    const input = screen.getByLabelText('Search the drift (base ID or name)') as HTMLInputElement;
    expect(input.type).toBe('search');
    expect(input.maxLength).toBe(200);
    expect(input.value).toBe('oak');
    expect(screen.getByText('Search the drift (base ID or name)').tagName).toBe('LABEL');
  });

  it('answers what is typed, as typed', () => {
    const onSearch = vi.fn();
    render(<Searching onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Search (base ID or name)'), { target: { value: ' oak ' } });
    expect(onSearch).toHaveBeenCalledWith(' oak ');
    expect((screen.getByLabelText('Search (base ID or name)') as HTMLInputElement).value).toBe(' oak ');
  });
});
