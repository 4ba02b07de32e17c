/**
 * On a registration's page: its photos as thumbnails, each opening the picture; whoever may change them
 * (see useMayChangePhotos) adds one from a file or deletes one after a confirmation.
 */
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  IconButton,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources';
import { MAX_PHOTO_MEGABYTES, MAX_PHOTOS, PHOTO_TYPES } from '../../../shared/photo-limits';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { PhotoViewer } from './PhotoViewer';
import {
  pictureUrl,
  type RegistrationPhoto,
  useAddPhoto,
  useDeletePhoto,
  useRegistrationPhotos,
} from './photosApi';
import { useMayChangePhotos } from './useMayChangePhotos';

const THUMBNAIL_PX = 128;
const photoTypes: readonly string[] = PHOTO_TYPES;

export function RegistrationPhotos({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const id = typeof record?.id === 'number' ? record.id : undefined;
  const mayChange = useMayChangePhotos(resource, record);
  const { data, isPending, error } = useRegistrationPhotos(id);
  const translate = useTranslate();
  const headingId = useId();
  if (!record || id === undefined) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ mt: 2, p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('photos.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('photos.loadFailed')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={THUMBNAIL_PX} />
      ) : (
        <PhotoGallery
          registrationId={id}
          reference={String(record.ref ?? id)}
          photos={data}
          mayChange={mayChange}
        />
      )}
    </Paper>
  );
}

interface PhotoGalleryProps {
  registrationId: number;
  reference: string;
  photos: RegistrationPhoto[];
  mayChange: boolean;
}

function PhotoGallery({ registrationId, reference, photos, mayChange }: PhotoGalleryProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const remove = useDeletePhoto(registrationId);
  const [shown, setShown] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const count = photos.length;
  const alt = (index: number) => translate('photos.alt', { number: index + 1, ref: reference });
  const shownPhoto = shown === null ? undefined : photos[shown];

  const confirmDelete = () => {
    const photo = deleting === null ? undefined : photos[deleting];
    if (!photo) return;
    remove.mutate(photo.id, {
      onSuccess: () => notify('photos.removed', { type: 'success' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      {count === 0 ? (
        <Typography variant="body2">{translate('photos.none')}</Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
        >
          {photos.map((photo, index) => (
            <Stack component="li" key={photo.id} spacing={0.5} sx={{ alignItems: 'center' }}>
              <ButtonBase
                onClick={() => setShown(index)}
                aria-label={translate('photos.open', { number: index + 1, count })}
                sx={{
                  borderRadius: 1,
                  overflow: 'hidden',
                  outlineOffset: 2,
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box
                  component="img"
                  src={pictureUrl(registrationId, photo.id, 'thumbnail')}
                  alt={alt(index)}
                  width={THUMBNAIL_PX}
                  height={THUMBNAIL_PX}
                  loading="lazy"
                  sx={{ display: 'block', objectFit: 'cover', bgcolor: 'action.hover' }}
                />
              </ButtonBase>
              {mayChange && (
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => setDeleting(index)}
                  aria-label={translate('photos.remove', { number: index + 1 })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {mayChange && <AddPhoto registrationId={registrationId} full={count >= MAX_PHOTOS} />}
      <PhotoViewer
        registrationId={registrationId}
        shown={
          shownPhoto && shown !== null
            ? { photo: shownPhoto, number: shown + 1, count, alt: alt(shown) }
            : null
        }
        onClose={() => setShown(null)}
      />
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title="photos.confirmTitle"
        content="photos.confirmContent"
        translateOptions={{ number: (deleting ?? 0) + 1 }}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/**
 * A button that opens the file picker. Too large or not a JPEG/PNG is said before anything is sent; the
 * server's refusals (the fourth photo, a damaged file…) are said in the same place, next to the button.
 */
function AddPhoto({ registrationId, full }: { registrationId: number; full: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const add = useAddPhoto(registrationId);
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setRefusal(null);
    if (!file) return;
    if (file.type && !photoTypes.includes(file.type)) return setRefusal(translate('photos.notImage'));
    if (file.size > MAX_PHOTO_MEGABYTES * 1024 * 1024)
      return setRefusal(translate('photos.tooLarge', { size: MAX_PHOTO_MEGABYTES }));
    add.mutate(file, {
      onSuccess: () => notify('photos.added', { type: 'success' }),
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {full
          ? translate('photos.tooMany', { max: MAX_PHOTOS })
          : translate('photos.help', { max: MAX_PHOTOS, size: MAX_PHOTO_MEGABYTES })}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<AddAPhotoIcon />}
        onClick={() => input.current?.click()}
        disabled={full || add.isPending}
        aria-describedby={helpId}
      >
        {translate('photos.add')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={upload}
        tabIndex={-1}
        aria-hidden="true"
        style={visuallyHidden}
        data-testid="photo-file"
      />
      <Box role="status" aria-live="polite">
        {add.isPending && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('photos.adding')}
            </Typography>
            <LinearProgress aria-label={translate('photos.adding')} sx={{ mt: 0.5 }} />
          </>
        )}
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
