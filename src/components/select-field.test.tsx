// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

afterEach(cleanup);

const OPTIONS = [
  { key: 'all', label: 'All meetings' },
  { key: 'played', label: 'Played out' },
] as const;

describe('SelectField', () => {
  it('keeps an inline select as wide as its options, so it sits beside its label', () => {
    render(<SelectField inline label="Show" value="all" options={OPTIONS} onChange={() => {}} />);
    // `w-full` would stretch the select to the field's width and push it below the label.
    expect(screen.getByLabelText('Show').className.split(' ')).not.toContain('w-full');
    expect(screen.getByLabelText('Show')).toHaveClass('w-auto');
  });

  it('fills the width of a field whose label is above it', () => {
    render(<SelectField label="Show" value="all" options={OPTIONS} onChange={() => {}} />);
    expect(screen.getByLabelText('Show')).toHaveClass('w-full');
  });
});
