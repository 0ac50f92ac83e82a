import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { createPortal } from 'react-dom';

/**
 * A page's title in the app bar (react-admin's title box, `#react-admin-title`), translated. react-admin's `Title`
 * does the same, but its module imports the editable title of its preferences inspector, and with it MUI's text
 * fields and selects: the dashboard and the page gate, which are on the first screen, use this one
 * (docs/decisions.md, "The layout's own frame").
 */
export function PageTitle({ title }: { title: string }) {
  const translate = useTranslate();
  // The app bar may mount after the page (the box is not in the document yet on the first render): look again.
  const [box, setBox] = useState(() => document.getElementById('react-admin-title'));
  useEffect(() => {
    setBox((known) =>
      known && document.body.contains(known) ? known : document.getElementById('react-admin-title'),
    );
  }, []);
  return box ? createPortal(<span>{translate(title, { _: title })}</span>, box) : null;
}
