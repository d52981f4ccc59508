import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';

function Harness() {
  const [checked, setChecked] = useState(false);
  return <Checkbox aria-label="Fainted" checked={checked} onCheckedChange={(next) => setChecked(next === true)} />;
}

describe('Checkbox', () => {
  it('toggles its check mark in place: the indicator stays mounted and only its state changes', () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Fainted' });
    const indicator = box.querySelector('span');
    expect(indicator?.dataset.state).toBe('unchecked');
    expect(indicator?.className).toContain('data-[state=unchecked]:hidden');
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(box.querySelector('span')).toBe(indicator);
    expect(indicator?.dataset.state).toBe('checked');
    expect(indicator?.querySelector('svg')).not.toBeNull();
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(box.querySelector('span')).toBe(indicator);
    expect(indicator?.dataset.state).toBe('unchecked');
  });
});
