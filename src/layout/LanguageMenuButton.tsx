import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLocales } from 'react-admin';

/**
 * The app bar's language button and its menu, as react-admin's `LocalesMenuButton` draws them, but the menu is
 * drawn only while it is open. react-admin's keeps it mounted: its popover, backdrop and items were drawn into the
 * page with the first screen, in a render that blocked a phone for about 0.1 s (docs/benchmarks-bundle.md, "Ninth
 * round").
 */
export function LanguageMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const choose = (chosen: string) => {
    setLocale(chosen);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      {anchor && (
        <Menu id="language-menu" anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {languages.map((language) => (
            <MenuItem
              key={language.locale}
              selected={language.locale === locale}
              onClick={() => choose(language.locale)}
            >
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
