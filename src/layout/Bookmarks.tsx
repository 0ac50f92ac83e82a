import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

interface Bookmark {
  path: string;
  title: string;
}

/** Pages the user pinned, kept in react-admin's store (localStorage) per browser. */
export function Bookmarks() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [bookmarks, setBookmarks] = useStore<Bookmark[]>('bookmarks', []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const here = location.pathname;
  const pinned = bookmarks.some((b) => b.path === here);
  const toggle = () =>
    setBookmarks(
      pinned
        ? bookmarks.filter((b) => b.path !== here)
        : [...bookmarks, { path: here, title: document.title.replace(/ - .*$/, '') || here }],
    );
  return (
    <>
      <Tooltip title={translate(pinned ? 'app.appbar.remove_bookmark' : 'app.appbar.add_bookmark')}>
        <IconButton
          color="inherit"
          onClick={toggle}
          aria-label={translate(pinned ? 'app.appbar.remove_bookmark' : 'app.appbar.add_bookmark')}
        >
          {pinned ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.appbar.bookmarks')}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={translate('app.appbar.bookmarks')}
        >
          <BookmarkIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {bookmarks.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={translate('app.appbar.no_bookmarks')} />
          </MenuItem>
        )}
        {bookmarks.map((b) => (
          <MenuItem
            key={b.path}
            onClick={() => {
              setAnchor(null);
              navigate(b.path);
            }}
          >
            <ListItemText primary={b.title} secondary={b.path} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
