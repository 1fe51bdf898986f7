import { z } from 'astro/zod';
import { slug, order, type SchemaContext } from './fields';

/** A body that certifies the consultancy, shown on the about page, each with our own monogram logo. */
export const certificationSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: slug,
    order,
    name: z.string().min(3).max(60),
    description: z.string().min(40).max(220),
    logo: image().describe("Our own monogram drawing (SVG), never the body's trademark"),
  });
export type Certification = z.infer<ReturnType<typeof certificationSchema>>;
