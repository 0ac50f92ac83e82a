import { type SyntheticEvent, useEffect, useState } from 'react';

/**
 * What an Autocomplete that searches on the server needs (residents, flats, payers): the typing is debounced so a
 * fast typist sends one call, and a failed search just finds nothing. `search` must be a stable function.
 */
export function useServerSearch<T>(search: (text: string) => Promise<T[]>) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(() => {
      search(input)
        .then((found) => {
          if (!cancelled) setOptions(found);
        })
        .catch(() => {
          if (!cancelled) setOptions([]);
        })
        .finally(() => {
          if (!cancelled) setLoading(false);
        });
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [input, search]);

  return {
    inputValue: input,
    onInputChange: (_: SyntheticEvent, text: string, reason: string) => {
      setInput(text);
      // Typing starts a new search: the previous answer's names must not be picked by a fast Enter.
      if (reason === 'input') setOptions([]);
    },
    options,
    loading,
    // The server already searched; MUI must not filter again (it does not fold ı/İ the Turkish way).
    filterOptions: (all: T[]) => all,
  };
}
