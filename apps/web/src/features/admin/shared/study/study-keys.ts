/**
 * Every query of the study's structure. A change to any of its parts invalidates them all: a
 * new class changes its school's and its wave's counts as well as the class list.
 */
export const STUDY_KEY = ['admin', 'study'] as const;
