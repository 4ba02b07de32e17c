import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { pictureUrl, type RegistrationPhoto } from './photosApi';

interface PhotoViewerProps {
  registrationId: number;
  /** The photo shown, with its place among the registration's photos; null: closed. */
  shown: { photo: RegistrationPhoto; number: number; count: number; alt: string } | null;
  onClose: () => void;
}

/** One photo at the size of the screen (the whole screen on a phone), and a link to the original file. */
export function PhotoViewer({ registrationId, shown, onClose }: PhotoViewerProps) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const url = shown ? pictureUrl(registrationId, shown.photo.id, 'picture') : '';
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby={titleId}
    >
      {shown && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {translate('photos.viewerTitle', { number: shown.number, count: shown.count })}
          </DialogTitle>
          <IconButton
            onClick={onClose}
            aria-label={translate('ra.action.close')}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent>
            <Box
              component="img"
              src={url}
              alt={shown.alt}
              width={shown.photo.width}
              height={shown.photo.height}
              sx={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: phone ? 'calc(100vh - 160px)' : '75vh',
                width: 'auto',
                height: 'auto',
                mx: 'auto',
              }}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Link href={url} target="_blank" rel="noopener">
                {translate('photos.original', { width: shown.photo.width, height: shown.photo.height })}
              </Link>
            </Typography>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
