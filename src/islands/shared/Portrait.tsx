/** A person's photo inside an island: already sized at build time (see components/ui/islandPhoto.ts). */
export interface PortraitPhoto {
  src: string;
  width: number;
  height: number;
}

export default function Portrait({ photo, name, className }: { photo: PortraitPhoto; name: string; className: string }) {
  return (
    <img
      src={photo.src}
      width={photo.width}
      height={photo.height}
      alt={`Portrait of ${name}`}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
