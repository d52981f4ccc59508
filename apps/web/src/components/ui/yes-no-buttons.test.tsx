import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { YesNoButtons } from './yes-no-buttons.tsx';

describe('YesNoButtons', () => {
  it('shows Y and N in a group named by the question, neither pressed when unanswered', () => {
    render(<YesNoButtons value={null} onPress={() => {}} label="Chest pain?" />);
    const group = screen.getByRole('group', { name: 'Chest pain?' });
    expect(group.textContent).toBe('YN');
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('marks Y pressed for a yes answer and N pressed for a no answer', () => {
    const { rerender } = render(<YesNoButtons value={true} onPress={() => {}} label="Q" />);
    expect(screen.getByRole('button', { name: 'Yes', pressed: true })).toBeTruthy();
    rerender(<YesNoButtons value={false} onPress={() => {}} label="Q" />);
    expect(screen.getByRole('button', { name: 'No', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes', pressed: false })).toBeTruthy();
  });

  it('reports every press, including of the active button (the caller turns it into a deselect)', () => {
    const onPress = vi.fn();
    render(<YesNoButtons value={true} onPress={onPress} label="Q" />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onPress.mock.calls).toEqual([['Y'], ['N']]);
  });

  it('presses and focuses a button with the Y or N key while focus is in the group', () => {
    const onPress = vi.fn();
    render(<YesNoButtons value={null} onPress={onPress} label="Q" />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    yes.focus();
    fireEvent.keyDown(yes, { key: 'n' });
    expect(onPress).toHaveBeenCalledWith('N');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
    fireEvent.keyDown(yes, { key: 'y', ctrlKey: true });
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('reports nothing while disabled', () => {
    const onPress = vi.fn();
    render(<YesNoButtons value={null} onPress={onPress} label="Q" disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.keyDown(screen.getByRole('group'), { key: 'y' });
    expect(onPress).not.toHaveBeenCalled();
  });
});
