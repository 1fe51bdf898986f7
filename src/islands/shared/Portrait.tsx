/** A person's photo inside an island: already sized at build time (see components/ui/islandPhoto.ts). */
export interface PortraitPhoto {
  src: string;
  width: number;
  height: number;
}

/** `alt` names the person: "Portrait of Ananya Iyer". */
export default function Portrait({ photo, alt, className }: { photo: PortraitPhoto; alt: string; className: string }) {
  return <img src={photo.src} width={photo.width} height={photo.height} alt={alt} loading="lazy" decoding="async" className={className} />;
}
