-- A clinic's appointments and balances are aggregated from its appointments and payments when its
-- page is read (api/src/modules/clinics/service.ts); the table meant to keep them was never filled.
DROP TABLE IF EXISTS "clinic_revenue";
