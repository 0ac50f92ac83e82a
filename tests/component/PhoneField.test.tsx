import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from '../../src/lib/PhoneField';

/** The phone field as the sign-in, registration, password and stock-holder forms hold it. */
function Form() {
  const [phone, setPhone] = useState('');
  return <PhoneField label="Telefon" value={phone} onChange={setPhone} />;
}

describe('<PhoneField>', () => {
  it.each([
    ['0544 987 65 43', '544 987 65 43'],
    ['+90 555 000 00 00', '555 000 00 00'],
    ['90 (532) 123-45-67', '532 123 45 67'],
    ['5321234567', '532 123 45 67'],
  ])('keeps a pasted %s whole, shown as %s', async (pasted, shown) => {
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Telefon' });
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
  });
});
