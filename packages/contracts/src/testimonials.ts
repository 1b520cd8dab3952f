import { z } from 'zod';

// GET /api/testimonials?language (customer-side.md §2 testimonials page, §7).

export const ListTestimonialsQuery = z.object({ language: z.enum(['en', 'fr']).default('en') });
export type ListTestimonialsQuery = z.infer<typeof ListTestimonialsQuery>;

export const Testimonial = z
  .object({
    id: z.number().int(),
    author: z.string(),
    city: z.string(),
    storeKind: z.string().nullable(),
    quote: z.string(),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof Testimonial>;

export const ListTestimonialsReply = z.array(Testimonial).meta({ id: 'ListTestimonialsReply' });
export type ListTestimonialsReply = z.infer<typeof ListTestimonialsReply>;
