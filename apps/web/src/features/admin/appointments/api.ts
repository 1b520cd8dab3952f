// The appointments screen's calls (the scheduling widget's back-office, ADR 372): slots and
// bookings. The paths and cache keys are written here only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBooking, AdminBookingsReply, AdminSlotsReply, CreateSlotsBody, CreateSlotsReply } from '@mijote/contracts';
import { apiFetch } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';

const KEY = ['admin', 'appointments'] as const;
export type BookingStatusFilter = 'booked' | 'canceled' | 'all';

export function useAppointmentSlots(lang: Lang) {
  return useQuery({
    queryKey: [...KEY, 'slots'],
    queryFn: ({ signal }) => apiFetch<AdminSlotsReply>('/admin/appointment-slots', { signal, lang }),
  });
}

export function useAppointmentBookings(lang: Lang, status: BookingStatusFilter) {
  return useQuery({
    queryKey: [...KEY, 'bookings', status],
    queryFn: ({ signal }) => apiFetch<AdminBookingsReply>(`/admin/appointment-bookings?status=${status}&limit=200`, { signal, lang }),
  });
}

/** Opening, deleting and canceling change both lists: each refetches them. */
export function useAppointmentActions(lang: Lang) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  return {
    open: useMutation({
      mutationFn: (body: CreateSlotsBody) => apiFetch<CreateSlotsReply>('/admin/appointment-slots', { method: 'POST', body, lang }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiFetch<{ ok: true }>(`/admin/appointment-slots/${id}`, { method: 'DELETE', lang }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => apiFetch<AdminBooking>(`/admin/appointment-bookings/${id}/cancel`, { method: 'POST', body: {}, lang }),
      onSuccess: refresh,
    }),
  };
}
