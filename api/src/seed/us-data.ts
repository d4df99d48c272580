/** Reference data for realistic US demo records. */

export interface UsPlace {
  state: string;
  code: string;
  city: string;
  areaCode: string;
  zip: string;
}

export const PLACES: readonly UsPlace[] = [
  { state: 'New York', code: 'NY', city: 'New York', areaCode: '212', zip: '10016' },
  { state: 'New York', code: 'NY', city: 'Brooklyn', areaCode: '718', zip: '11201' },
  { state: 'California', code: 'CA', city: 'Los Angeles', areaCode: '213', zip: '90012' },
  { state: 'California', code: 'CA', city: 'San Francisco', areaCode: '415', zip: '94103' },
  { state: 'California', code: 'CA', city: 'San Diego', areaCode: '619', zip: '92101' },
  { state: 'Texas', code: 'TX', city: 'Houston', areaCode: '713', zip: '77002' },
  { state: 'Texas', code: 'TX', city: 'Austin', areaCode: '512', zip: '78701' },
  { state: 'Texas', code: 'TX', city: 'Dallas', areaCode: '214', zip: '75201' },
  { state: 'Florida', code: 'FL', city: 'Miami', areaCode: '305', zip: '33130' },
  { state: 'Florida', code: 'FL', city: 'Orlando', areaCode: '407', zip: '32801' },
  { state: 'Illinois', code: 'IL', city: 'Chicago', areaCode: '312', zip: '60601' },
  { state: 'Pennsylvania', code: 'PA', city: 'Philadelphia', areaCode: '215', zip: '19103' },
  { state: 'Massachusetts', code: 'MA', city: 'Boston', areaCode: '617', zip: '02115' },
  { state: 'Washington', code: 'WA', city: 'Seattle', areaCode: '206', zip: '98101' },
  { state: 'Georgia', code: 'GA', city: 'Atlanta', areaCode: '404', zip: '30303' },
  { state: 'Arizona', code: 'AZ', city: 'Phoenix', areaCode: '602', zip: '85004' },
  { state: 'Colorado', code: 'CO', city: 'Denver', areaCode: '303', zip: '80202' },
  { state: 'Ohio', code: 'OH', city: 'Columbus', areaCode: '614', zip: '43215' },
  { state: 'Michigan', code: 'MI', city: 'Detroit', areaCode: '313', zip: '48226' },
  { state: 'North Carolina', code: 'NC', city: 'Charlotte', areaCode: '704', zip: '28202' },
  { state: 'Tennessee', code: 'TN', city: 'Nashville', areaCode: '615', zip: '37203' },
  { state: 'Minnesota', code: 'MN', city: 'Minneapolis', areaCode: '612', zip: '55401' },
  { state: 'Oregon', code: 'OR', city: 'Portland', areaCode: '503', zip: '97205' },
  { state: 'New Jersey', code: 'NJ', city: 'Newark', areaCode: '973', zip: '07102' },
];

export const STREETS: readonly string[] = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Park Ave',
  'Cedar Ln',
  'Washington Blvd',
  'Lake Shore Dr',
  'Elm St',
  'Pine St',
  'Madison Ave',
  'Sunset Blvd',
  'Highland Ave',
  'Riverside Dr',
  'Broadway',
  'Market St',
  'Franklin St',
  'Jefferson Ave',
  'Lincoln Way',
];

export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Olivia',
  'Emma',
  'Ava',
  'Sophia',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'Emily',
  'Elizabeth',
  'Sofia',
  'Avery',
  'Ella',
  'Scarlett',
  'Grace',
  'Chloe',
  'Victoria',
  'Riley',
  'Aria',
  'Lily',
  'Hannah',
  'Zoey',
  'Nora',
  'Layla',
  'Priya',
  'Mei',
  'Fatima',
  'Camila',
];

export const MALE_FIRST_NAMES: readonly string[] = [
  'Liam',
  'Noah',
  'William',
  'James',
  'Oliver',
  'Benjamin',
  'Elijah',
  'Lucas',
  'Mason',
  'Logan',
  'Alexander',
  'Ethan',
  'Jacob',
  'Michael',
  'Daniel',
  'Henry',
  'Jackson',
  'Sebastian',
  'Aiden',
  'Matthew',
  'Samuel',
  'David',
  'Joseph',
  'Carter',
  'Owen',
  'Wyatt',
  'Rahul',
  'Wei',
  'Omar',
  'Mateo',
];

export const LAST_NAMES: readonly string[] = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
  'Chen',
  'Kim',
  'Shah',
  'Cohen',
  'Murphy',
  'Bennett',
  'Foster',
  'Hughes',
  'Brooks',
];

export const SPECIALTIES: readonly string[] = [
  'Allergy and Immunology',
  'Anesthesiology',
  'Cardiology',
  'Dermatology',
  'Emergency Medicine',
  'Endocrinology',
  'Family Medicine',
  'Gastroenterology',
  'General Surgery',
  'Geriatric Medicine',
  'Hematology',
  'Infectious Disease',
  'Internal Medicine',
  'Nephrology',
  'Neurology',
  'Obstetrics and Gynecology',
  'Oncology',
  'Ophthalmology',
  'Orthopedic Surgery',
  'Otolaryngology',
  'Pain Medicine',
  'Pathology',
  'Pediatrics',
  'Physical Medicine and Rehabilitation',
  'Plastic Surgery',
  'Psychiatry',
  'Pulmonology',
  'Radiology',
  'Rheumatology',
  'Sleep Medicine',
  'Sports Medicine',
  'Urology',
  'Vascular Surgery',
  'Addiction Medicine',
];

export interface CatalogService {
  name: string;
  cpt: string;
  costCents: number;
  /** hh:mm */
  requiredTime: string;
}

export const SERVICES: readonly CatalogService[] = [
  { name: 'New Patient Visit', cpt: '99203', costCents: 15000, requiredTime: '00:30' },
  { name: 'Follow-up Visit', cpt: '99213', costCents: 11000, requiredTime: '00:20' },
  { name: 'Comprehensive Visit', cpt: '99215', costCents: 22000, requiredTime: '00:45' },
  { name: 'Annual Physical Exam', cpt: '99396', costCents: 18000, requiredTime: '00:45' },
  { name: 'Electrocardiogram (ECG)', cpt: '93000', costCents: 6000, requiredTime: '00:15' },
  { name: 'Flu Vaccination', cpt: '90686', costCents: 4000, requiredTime: '00:10' },
  { name: 'Blood Draw', cpt: '36415', costCents: 1500, requiredTime: '00:10' },
  { name: 'Comprehensive Metabolic Panel', cpt: '80053', costCents: 4500, requiredTime: '00:10' },
  { name: 'Lipid Panel', cpt: '80061', costCents: 3500, requiredTime: '00:10' },
  { name: 'Complete Blood Count', cpt: '85025', costCents: 2500, requiredTime: '00:10' },
  { name: 'Hemoglobin A1c', cpt: '83036', costCents: 3000, requiredTime: '00:10' },
  { name: 'Urinalysis', cpt: '81003', costCents: 2000, requiredTime: '00:10' },
  { name: 'Spirometry', cpt: '94010', costCents: 7500, requiredTime: '00:20' },
  { name: 'Skin Biopsy', cpt: '11102', costCents: 16000, requiredTime: '00:30' },
  { name: 'Joint Injection', cpt: '20610', costCents: 14000, requiredTime: '00:20' },
  { name: 'Psychotherapy Session', cpt: '90834', costCents: 13000, requiredTime: '00:45' },
  { name: 'Psychiatric Evaluation', cpt: '90791', costCents: 25000, requiredTime: '01:00' },
  { name: 'Allergy Skin Test', cpt: '95004', costCents: 9000, requiredTime: '00:30' },
  { name: 'Pulse Oximetry', cpt: '94760', costCents: 1200, requiredTime: '00:05' },
  { name: 'Wart Removal', cpt: '17110', costCents: 9500, requiredTime: '00:15' },
  { name: 'Ear Wax Removal', cpt: '69210', costCents: 7000, requiredTime: '00:15' },
  { name: 'Nutrition Counseling', cpt: '97802', costCents: 8500, requiredTime: '00:30' },
  { name: 'Smoking Cessation Counseling', cpt: '99407', costCents: 5000, requiredTime: '00:15' },
  { name: 'Chronic Care Management', cpt: '99490', costCents: 6500, requiredTime: '00:20' },
];

export const BOARDS: readonly string[] = [
  'American Board of Allergy and Immunology',
  'American Board of Anesthesiology',
  'American Board of Dermatology',
  'American Board of Emergency Medicine',
  'American Board of Family Medicine',
  'American Board of Internal Medicine',
  'American Board of Neurological Surgery',
  'American Board of Obstetrics and Gynecology',
  'American Board of Ophthalmology',
  'American Board of Orthopaedic Surgery',
  'American Board of Otolaryngology',
  'American Board of Pathology',
  'American Board of Pediatrics',
  'American Board of Physical Medicine and Rehab',
  'American Board of Plastic Surgery',
  'American Board of Preventive Medicine',
  'American Board of Psychiatry and Neurology',
  'American Board of Radiology',
  'American Board of Surgery',
  'American Board of Urology',
];

export const MEDICAL_SCHOOLS: readonly string[] = [
  'Johns Hopkins University School of Medicine',
  'Harvard Medical School',
  'Stanford University School of Medicine',
  'University of Pennsylvania Perelman School of Medicine',
  'Columbia University Vagelos College of Physicians and Surgeons',
  'Duke University School of Medicine',
  'University of Michigan Medical School',
  'Baylor College of Medicine',
  'University of Washington School of Medicine',
  'Mayo Clinic Alix School of Medicine',
  'Northwestern University Feinberg School of Medicine',
  'Emory University School of Medicine',
];

export const HOSPITALS: readonly string[] = [
  'Massachusetts General Hospital',
  'Cleveland Clinic',
  'NewYork-Presbyterian Hospital',
  'Cedars-Sinai Medical Center',
  'Northwestern Memorial Hospital',
  'Houston Methodist Hospital',
  'Mount Sinai Hospital',
  'UCSF Medical Center',
  'Brigham and Women’s Hospital',
  'Barnes-Jewish Hospital',
];

export const MEMBERSHIPS: readonly string[] = [
  'American Medical Association',
  'American College of Physicians',
  'American Academy of Family Physicians',
  'American College of Cardiology',
  'American Academy of Pediatrics',
  'American Psychiatric Association',
  'American Academy of Dermatology',
  'American College of Surgeons',
];

export const LANGUAGES: readonly string[] = [
  'English',
  'Spanish',
  'Mandarin',
  'Hindi',
  'French',
  'Arabic',
  'Vietnamese',
  'Korean',
  'Russian',
  'Portuguese',
];

export const OCCUPATIONS: readonly string[] = [
  'Teacher',
  'Software Engineer',
  'Nurse',
  'Accountant',
  'Sales Manager',
  'Electrician',
  'Student',
  'Retired',
  'Graphic Designer',
  'Chef',
  'Attorney',
  'Truck Driver',
  'Pharmacist',
  'Marketing Specialist',
  'Homemaker',
];

export const BANKS: readonly string[] = [
  'Chase Bank',
  'Bank of America',
  'Wells Fargo',
  'Citibank',
  'U.S. Bank',
  'PNC Bank',
  'Capital One',
  'TD Bank',
];

export const CLINIC_NAMES: readonly string[] = [
  'Riverside Family Health Center',
  'Lakeview Medical Group',
  'Summit Primary Care',
  'Harbor Wellness Clinic',
  'Pinecrest Pediatrics & Family Care',
  'Northside Specialty Clinic',
  'Golden Gate Health Partners',
  'Lone Star Medical Associates',
  'Bayfront Community Clinic',
  'Evergreen Internal Medicine',
];

export const ACRONYMS: readonly { name: string; abbreviation: string }[] = [
  { name: 'Doctor of Medicine', abbreviation: 'MD' },
  { name: 'Doctor of Osteopathic Medicine', abbreviation: 'DO' },
  { name: 'Nurse Practitioner', abbreviation: 'NP' },
  { name: 'Physician Assistant', abbreviation: 'PA' },
];

export const REVIEW_COMMENTS: readonly string[] = [
  'Very thorough and took the time to explain everything.',
  'Great bedside manner, I felt listened to.',
  'The visit started a little late but the doctor was excellent.',
  'Clear advice and a quick follow-up on my lab results.',
  'Helpful, friendly and professional.',
  'The video connection dropped once, otherwise a good visit.',
  'Would recommend to family and friends.',
  'Answered all my questions about the new medication.',
];

/** Enquiry topics: five from patients, then four from doctors, then three from clinics. */
export const ENQUIRY_SUBJECTS: readonly { subject: string; message: string }[] = [
  {
    subject: 'Refund for cancelled appointment',
    message:
      'My appointment was cancelled by the doctor but I have not received my refund yet. Can you check?',
  },
  {
    subject: 'Unable to join video visit',
    message: 'The video call did not start at the scheduled time even though I was waiting in the room.',
  },
  {
    subject: 'Incorrect charge on my card',
    message: 'I was charged twice for the same appointment. Please look into this.',
  },
  {
    subject: 'Doctor did not show up',
    message: 'I waited 20 minutes for my in-clinic appointment and the doctor never came.',
  },
  {
    subject: 'Prescription not received',
    message: 'The doctor said a prescription would be sent to my pharmacy but it has not arrived.',
  },
  {
    subject: 'Update my bank details',
    message: 'I changed banks and need to update the account where my payouts are sent.',
  },
  {
    subject: 'Profile verification status',
    message: 'I submitted my license documents last week. How long does the verification take?',
  },
  {
    subject: 'Question about platform commission',
    message: 'Could you explain how the platform fee is calculated for extended video calls?',
  },
  {
    subject: 'Sponsorship programme',
    message: 'I am interested in the sponsorship programme. What are the benefits and the monthly price?',
  },
  {
    subject: 'Add a new clinic location',
    message: 'We opened a second location and would like to list it for in-clinic appointments.',
  },
  {
    subject: 'Adding staff doctors',
    message: 'How do we link the doctors of our clinic to our clinic account?',
  },
  {
    subject: 'Cannot reset my password',
    message: 'The verification code never arrives in my inbox, can you help me sign in?',
  },
];

export const BROADCASTS: readonly string[] = [
  'Please upload a renewed copy of your medical license before it expires.',
  'Your payout for last week has been processed.',
  'Reminder: keep your availability up to date so patients can book you.',
  'We have updated the platform terms of service. Please review them in your account.',
  'Your profile is missing a service list. Add at least one service to appear in search.',
  'Congratulations! Your profile is now featured in the sponsorship programme.',
];

export const SUGGESTED_SPECIALTIES: readonly string[] = [
  'Lifestyle Medicine',
  'Integrative Medicine',
  'Sports Cardiology',
  'Obesity Medicine',
  'Travel Medicine',
];

export const SUGGESTED_SERVICES: readonly string[] = [
  'Telehealth Weight Management',
  'Sleep Apnea Screening',
  'Travel Vaccination Consult',
  'Hearing Test',
  'Genetic Counseling',
];
