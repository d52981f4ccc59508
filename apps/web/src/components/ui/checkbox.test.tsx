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

describe('Checkbox as a checkbox', () => {
  it('is toggled by a click and Space, not by Enter; indeterminate reads as mixed and a press checks it', () => {
    const changes: boolean[] = [];
    const { rerender } = render(
      <Checkbox aria-label="Vomiting" checked={false} onCheckedChange={(next) => changes.push(next)} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Vomiting' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(changes).toEqual([]);
    fireEvent.click(box);
    expect(changes).toEqual([true]);
    rerender(<Checkbox aria-label="Vomiting" checked="indeterminate" onCheckedChange={(next) => changes.push(next)} />);
    expect(box.getAttribute('aria-checked')).toBe('mixed');
    expect(box.dataset.state).toBe('indeterminate');
    fireEvent.click(box);
    expect(changes).toEqual([true, true]);
  });

  it('keeps its own state over a wrapping trigger’s data-state, and a label reaches it', () => {
    render(<Checkbox data-state="closed" label="Fever" checked onCheckedChange={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: 'Fever' });
    expect(box.dataset.state).toBe('checked');
  });

  it('a disabled box does not change', () => {
    const changes: boolean[] = [];
    render(<Checkbox aria-label="Rash" disabled checked={false} onCheckedChange={(next) => changes.push(next)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rash' }));
    expect(changes).toEqual([]);
  });
});
