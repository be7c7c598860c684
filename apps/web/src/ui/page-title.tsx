import { useEffect } from 'react';
import { Typography } from '@mui/material';

/** The heading of a signed-in page; also the document title, so screen readers and tabs name the page. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · CareVisit`;
  }, [children]);
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
      {children}
    </Typography>
  );
}
