import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { DateInput } from './date-input';

afterEach(cleanup);

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Дата
      <DateInput
        id="d"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </label>
  );
}

describe('DateInput (issue 29: the Russian calendar, not the browser’s native date field)', () => {
  it('shows the API’s YYYY-MM-DD as DD.MM.YYYY and gives back YYYY-MM-DD for a typed date', () => {
    const seen: string[] = [];
    render(<Field initial="2026-11-27" seen={seen} />);
    const input = screen.getByLabelText('Дата') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('27.11.2026');
    fireEvent.input(input, { target: { value: '31.12.2026' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe('2026-12-31');
  });

  it('is empty for an empty value', () => {
    render(<Field initial="" seen={[]} />);
    expect((screen.getByLabelText('Дата') as HTMLInputElement).value).toBe('');
  });

  it('is the only date field: no screen uses the browser’s native date or date-time input', () => {
    const root = join(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx$/.test(name) ? [path] : [];
      });
    const native = files(root).filter((file) =>
      /type=["'](?:date|datetime-local)["']/.test(readFileSync(file, 'utf8')),
    );
    expect(native.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
