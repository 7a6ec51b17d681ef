#!/usr/bin/env python3
"""Writes the notebooks' sample data: a student tracker of a growing school, 2023-2025.

    python3 scripts/make-sample-data.py

- notebooks/data/students.csv: name, subject, enrolled (ISO date), year, grade_level
- notebooks/data/scores.csv: the 2025 students' study hours per week and final exam score
  (name, subject, grade_level, study_hours, score)
- notebooks/data/school.sqlite: subjects(id, name), students(id, name, subject_id, enrolled,
  year, grade_level) and scores(student_id, study_hours, score), plus a view
  enrollments(id, name, subject, enrolled, year) joining students and subjects

The story the charts tell (the lessons in notebooks/ rely on it, and the tests check it):
- the school grows: 112 new students in 2023, 126 in 2024, 142 in 2025;
- every year enrollment peaks in September, then January, with smaller bumps in August and
  February, and hardly anyone joins in summer;
- Math is the most popular subject every year, but Computer Science, after the new computer
  lab opened in 2024, rises from 7th to 2nd place while Physics slowly loses students;
- students who study more score higher, with a wide spread: about 4 points per weekly hour.

Deterministic (a fixed seed, Python's standard library only), so running it again gives the
same files.
"""
import csv
import datetime
import os
import random
import sqlite3

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notebooks", "data")
YEARS = {2023: 112, 2024: 126, 2025: 142}
SCORED_YEAR = 2025

# Each subject's share of a year's new students, per year: Computer Science rises after the
# computer lab opens in 2024, Physics declines.
SUBJECT_SHARES = {
    "Math":             {2023: 24, 2024: 23, 2025: 23},
    "Physics":          {2023: 13, 2024: 11, 2025: 8},
    "Chemistry":        {2023: 10, 2024: 9, 2025: 9},
    "Biology":          {2023: 14, 2024: 13, 2025: 13},
    "History":          {2023: 12, 2024: 11, 2025: 10},
    "Art":              {2023: 10, 2024: 9, 2025: 9},
    "Music":            {2023: 8, 2024: 7, 2025: 6},
    "Computer Science": {2023: 8, 2024: 15, 2025: 20},
}
# Relative enrollment per calendar month, January first: peaks in September and January.
MONTH_WEIGHTS = [16, 7, 3, 3, 2, 2, 1, 8, 26, 6, 3, 1]
FIRST_NAMES = [
    "Amara", "Ben", "Chloé", "Daniel", "Elif", "Farid", "Grace", "Hiro", "Ines", "Jonas",
    "Kofi", "Lena", "Mateo", "Nadia", "Oskar", "Priya", "Quinn", "Rosa", "Sami", "Tariq",
    "Uma", "Viktor", "Wen", "Ximena", "Yusuf", "Zoe",
]
LAST_NAMES = [
    "Adams", "Bauer", "Chen", "Diallo", "Eriksen", "Fischer", "García", "Haddad", "Ito",
    "Jensen", "Kowalski", "Lopez", "Moreau", "Nguyen", "Okafor", "Petrov", "Rossi", "Silva",
    "Tanaka", "Usman", "Varga", "Weber", "Yilmaz", "Zhang", "O'Neil",
]


def apportion(total, weights):
    """`total` split in proportion to `weights` as whole numbers that add up to `total`
    (largest remainders first)."""
    exact = [total * weight / sum(weights) for weight in weights]
    counts = [int(share) for share in exact]
    by_remainder = sorted(range(len(weights)), key=lambda index: exact[index] - counts[index], reverse=True)
    for index in by_remainder[:total - sum(counts)]:
        counts[index] += 1
    return counts


def noisy_month_counts(generator, total):
    """A year's new students per month: the month weights with some noise, adding up to `total`."""
    weights = [max(0.3, weight * generator.uniform(0.8, 1.2)) for weight in MONTH_WEIGHTS]
    return apportion(total, weights)


def make_students(generator):
    """The students as (name, subject, enrolled date, grade level), in enrollment order."""
    students = []
    for year, total in YEARS.items():
        per_subject = apportion(total, [shares[year] for shares in SUBJECT_SHARES.values()])
        subjects = [name for name, count in zip(SUBJECT_SHARES, per_subject) for _ in range(count)]
        generator.shuffle(subjects)
        dates = []
        for month, count in enumerate(noisy_month_counts(generator, total), start=1):
            dates += [datetime.date(year, month, generator.randint(1, 28)) for _ in range(count)]
        for subject, enrolled in zip(subjects, dates):
            name = f"{generator.choice(FIRST_NAMES)} {generator.choice(LAST_NAMES)}"
            if generator.random() < 0.02:
                name += ", Jr."  # a comma inside a field: quoted in the CSV
            students.append((name, subject, enrolled, generator.randint(9, 12)))
    students.sort(key=lambda student: student[2])
    return students


def make_scores(generator, students):
    """(student index, study hours per week, final exam score) for the students of SCORED_YEAR."""
    scores = []
    for index, (_, _, enrolled, grade_level) in enumerate(students):
        if enrolled.year != SCORED_YEAR:
            continue
        hours = round(min(12.0, max(0.5, generator.gammavariate(2.2, 1.8))) * 2) / 2
        score = 46 + 4.2 * hours + 0.8 * (grade_level - 9) + generator.gauss(0, 7.5)
        scores.append((index, hours, int(round(min(100, max(20, score))))))
    return scores


def write_students_csv(students, path):
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["name", "subject", "enrolled", "year", "grade_level"])
        for name, subject, enrolled, grade_level in students:
            writer.writerow([name, subject, enrolled.isoformat(), enrolled.year, grade_level])


def write_scores_csv(students, scores, path):
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["name", "subject", "grade_level", "study_hours", "score"])
        for index, hours, score in scores:
            name, subject, _, grade_level = students[index]
            writer.writerow([name, subject, grade_level, f"{hours:.1f}", score])


def write_sqlite(students, scores, path):
    if os.path.exists(path):
        os.remove(path)
    connection = sqlite3.connect(path)
    connection.executescript("""
        CREATE TABLE subjects (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        CREATE TABLE students (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            subject_id INTEGER NOT NULL REFERENCES subjects(id),
            enrolled TEXT NOT NULL,
            year INTEGER NOT NULL,
            grade_level INTEGER NOT NULL
        );
        CREATE TABLE scores (
            student_id INTEGER PRIMARY KEY REFERENCES students(id),
            study_hours REAL NOT NULL,
            score INTEGER NOT NULL
        );
        CREATE VIEW enrollments AS
            SELECT students.id, students.name, subjects.name AS subject, students.enrolled, students.year
            FROM students JOIN subjects ON subjects.id = students.subject_id;
    """)
    subject_ids = {name: index + 1 for index, name in enumerate(SUBJECT_SHARES)}
    connection.executemany("INSERT INTO subjects (id, name) VALUES (?, ?)",
                           [(number, name) for name, number in subject_ids.items()])
    connection.executemany(
        "INSERT INTO students (id, name, subject_id, enrolled, year, grade_level) VALUES (?, ?, ?, ?, ?, ?)",
        [(index + 1, name, subject_ids[subject], enrolled.isoformat(), enrolled.year, grade_level)
         for index, (name, subject, enrolled, grade_level) in enumerate(students)])
    connection.executemany("INSERT INTO scores (student_id, study_hours, score) VALUES (?, ?, ?)",
                           [(index + 1, hours, score) for index, hours, score in scores])
    connection.commit()
    connection.execute("VACUUM")
    connection.close()


def check_story(students, scores):
    """Fails when the generated data does not tell the story the lessons describe."""
    for year in YEARS:
        months = [0] * 12
        for _, _, enrolled, _ in students:
            if enrolled.year == year:
                months[enrolled.month - 1] += 1
        ranked = sorted(range(12), key=lambda month: months[month], reverse=True)
        assert ranked[:2] == [8, 0], f"{year}: September then January should lead, got {months}"
    def rank(subject, year):
        counts = {}
        for _, subject_name, enrolled, _ in students:
            if enrolled.year == year:
                counts[subject_name] = counts.get(subject_name, 0) + 1
        return sorted(counts, key=lambda name: (-counts[name], name)).index(subject) + 1
    assert all(rank("Math", year) == 1 for year in YEARS)
    assert rank("Computer Science", 2025) == 2 and rank("Computer Science", 2023) >= 6
    low = [score for _, hours, score in scores if hours <= 3]
    high = [score for _, hours, score in scores if hours >= 7]
    assert sum(high) / len(high) - sum(low) / len(low) > 15


def main():
    os.makedirs(ROOT, exist_ok=True)
    generator = random.Random(20240901)
    students = make_students(generator)
    scores = make_scores(generator, students)
    check_story(students, scores)
    write_students_csv(students, os.path.join(ROOT, "students.csv"))
    write_scores_csv(students, scores, os.path.join(ROOT, "scores.csv"))
    write_sqlite(students, scores, os.path.join(ROOT, "school.sqlite"))
    print(f"wrote {len(students)} students and {len(scores)} scores to {os.path.normpath(ROOT)}")


if __name__ == "__main__":
    main()
