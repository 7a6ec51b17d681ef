#!/usr/bin/env python3
"""Writes the notebooks' sample data: a student tracker, the same students twice.

    python3 scripts/make-sample-data.py

- notebooks/data/students.csv: name, subject, enrolled (ISO date), year, grade_level
- notebooks/data/school.sqlite: subjects(id, name) and students(id, name, subject_id, enrolled, year),
  plus a view enrollments(id, name, subject, enrolled, year) joining the two

Deterministic (a fixed seed, Python's standard library only), so running it again gives the
same files. Subjects are unequally popular, and enrollments peak in September and January,
with smaller bumps in August and February, across 2023-2025.
"""
import csv
import datetime
import os
import random
import sqlite3

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notebooks", "data")
STUDENT_COUNT = 360

# (subject, relative popularity)
SUBJECTS = [
    ("Math", 22), ("Physics", 11), ("Chemistry", 9), ("Biology", 14),
    ("History", 10), ("Art", 9), ("Music", 7), ("Computer Science", 18),
]
# Relative enrollment per calendar month, January first: peaks in September and January.
MONTH_WEIGHTS = [16, 7, 3, 3, 2, 2, 1, 8, 24, 6, 3, 1]
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


def make_students(generator):
    """The students as (name, subject, enrolled date, grade level), in enrollment order."""
    subjects = [name for name, _ in SUBJECTS]
    popularity = [weight for _, weight in SUBJECTS]
    students = []
    for _ in range(STUDENT_COUNT):
        year = generator.choice([2023, 2024, 2025])
        month = generator.choices(range(1, 13), weights=MONTH_WEIGHTS)[0]
        day = generator.randint(1, 28)
        name = f"{generator.choice(FIRST_NAMES)} {generator.choice(LAST_NAMES)}"
        if generator.random() < 0.02:
            name += ", Jr."  # a comma inside a field: quoted in the CSV
        subject = generator.choices(subjects, weights=popularity)[0]
        students.append((name, subject, datetime.date(year, month, day), generator.randint(9, 12)))
    students.sort(key=lambda student: student[2])
    return students


def write_csv(students, path):
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["name", "subject", "enrolled", "year", "grade_level"])
        for name, subject, enrolled, grade_level in students:
            writer.writerow([name, subject, enrolled.isoformat(), enrolled.year, grade_level])


def write_sqlite(students, path):
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
            year INTEGER NOT NULL
        );
        CREATE VIEW enrollments AS
            SELECT students.id, students.name, subjects.name AS subject, students.enrolled, students.year
            FROM students JOIN subjects ON subjects.id = students.subject_id;
    """)
    subject_ids = {name: index + 1 for index, (name, _) in enumerate(SUBJECTS)}
    connection.executemany("INSERT INTO subjects (id, name) VALUES (?, ?)",
                           [(number, name) for name, number in subject_ids.items()])
    connection.executemany(
        "INSERT INTO students (name, subject_id, enrolled, year) VALUES (?, ?, ?, ?)",
        [(name, subject_ids[subject], enrolled.isoformat(), enrolled.year)
         for name, subject, enrolled, _ in students])
    connection.commit()
    connection.execute("VACUUM")
    connection.close()


def main():
    os.makedirs(ROOT, exist_ok=True)
    students = make_students(random.Random(20240901))
    write_csv(students, os.path.join(ROOT, "students.csv"))
    write_sqlite(students, os.path.join(ROOT, "school.sqlite"))
    print(f"wrote {len(students)} students to {os.path.normpath(ROOT)}")


if __name__ == "__main__":
    main()
